// A line-protocol driver for xinxin, Nathan Sturtevant's Hearts program, used by bench/xinxin_match.py.
//
// It is compiled against xinxin's sources, which are not part of this repository (bench/xinxin/build.sh says
// where they come from). One driver holds one deal: all four hands, as OpenSpiel's XinxinBot does; each seat's
// search sees only that seat's information (xinxin's own iiGameState). Any seat can be asked to choose.
//
// Seats are 0..3 and play to seat + 1 (as ours: South, West, North, East); a left pass goes to seat + 1.
// Cards are written as in the hearts package: rank 2..9, T, J, Q, K, A, then suit C, D, S, H ("TS", "QS", "2C").
//
// Commands, one a line; every answer is one line, "ok ..." or "error <message>":
//   settings WORLDS PLAYOUTS EPSILON RULES  the players' search (xinxin's UCT over WORLDS sampled deals) and rules
//   seed N                                  starts the players afresh, every generator of theirs seeded from N
//   deal DIR C1 ... C52                     a new deal: DIR left|right|across|hold, then seat 0's 13 cards, seat 1's...
//   pass SEAT                               the three cards xinxin would pass from SEAT's dealt hand (no state change)
//   passes C1 ... C12                       every seat's three passed cards, seat 0 first: the exchange is made
//   legal                                   the cards the player to move may play
//   next                                    the seat to move
//   play CARD                               the player to move plays CARD
//   choose                                  xinxin chooses for the player to move, plays it and answers with it
//   score                                   the four seats' points for the deal (moons counted), once it is over
//   quit
//
// xinxin seeds its searches from the clock (UCT and Algorithm call time() when they are made). This driver
// defines time() itself, so those calls read the driver's own clock: 0 until a seed, then the seed. After
// "seed N" the players are made again, and the same commands then give the same answers: a run repeats card
// for card. (xinxin's UCT also reads time() for a search limited in seconds, which this driver never asks for.)

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "Hearts.h"
#include "UCT.h"
#include "iiMonteCarlo.h"

namespace {

std::time_t driver_clock = 0;

}  // namespace

// The clock xinxin reads to seed its searches: the driver's own (see "seed").
extern "C" std::time_t time(std::time_t* out) noexcept {
  if (out != nullptr) *out = driver_clock;
  return driver_clock;
}

namespace {

using hearts::card;
using hearts::Deck;

const char kRanks[] = "AKQJT98765432";  // xinxin's rank 0 is the ace
const char kSuits[] = "SDCH";           // xinxin's suits: spades, diamonds, clubs, hearts

bool ParseCard(const std::string& text, card* out) {
  if (text.size() != 2) return false;
  const char* rank = std::strchr(kRanks, text[0]);
  const char* suit = std::strchr(kSuits, text[1]);
  if (rank == nullptr || suit == nullptr || text[0] == '\0' || text[1] == '\0') return false;
  *out = Deck::getcard(static_cast<int>(suit - kSuits), static_cast<int>(rank - kRanks));
  return true;
}

std::string CardText(card c) {
  std::string text;
  text += kRanks[Deck::getrank(c)];
  text += kSuits[Deck::getsuit(c)];
  return text;
}

int PassDirection(const std::string& name, bool* ok) {
  *ok = true;
  if (name == "left") return hearts::kLeftDir;
  if (name == "right") return hearts::kRightDir;
  if (name == "across") return hearts::kAcrossDir;
  if (name == "hold") return hearts::kHold;
  *ok = false;
  return hearts::kHold;
}

class Table {
 public:
  Table() { Configure(20, 50, 0.0, DefaultRules()); }

  static int DefaultRules() {
    return hearts::kQueenPenalty | hearts::kDoPassCards | hearts::kNoHeartsFirstTrick | hearts::kNoQueenFirstTrick |
           hearts::kLead2Clubs | hearts::kQueenBreaksHearts | hearts::kMustBreakHearts;
  }

  // The same players made again (their searches seeded from the driver's clock); the deal must be sent again.
  void MakePlayers() { Configure(worlds_, playouts_, epsilon_, rules_); }

  void Configure(int worlds, int playouts, double epsilon, int rules) {
    worlds_ = worlds;
    playouts_ = playouts;
    epsilon_ = epsilon;
    rules_ = rules;
    state_.reset(new hearts::HeartsGameState());
    state_->setRules(rules_);
    state_->deletePlayers();
    for (int seat = 0; seat < 4; seat++) {
      hearts::UCT* uct = new hearts::UCT(playouts_, 0.4);
      uct->setPlayoutModule(new hearts::HeartsPlayout());
      if (epsilon_ > 0) uct->setEpsilonPlayout(epsilon_);
      hearts::iiMonteCarlo* worlds_search = new hearts::iiMonteCarlo(uct, worlds_);
      worlds_search->setUseThreads(false);
      hearts::SafeSimpleHeartsPlayer* player = new hearts::SafeSimpleHeartsPlayer(worlds_search);
      player->setModelLevel(2);
      state_->addPlayer(player);
      player->setGameState(state_.get());
    }
    dealt_ = false;
  }

  std::string Deal(std::istringstream& words) {
    std::string direction;
    words >> direction;
    bool ok = false;
    int dir = PassDirection(direction, &ok);
    if (!ok) return "error unknown pass direction " + direction;
    std::vector<std::vector<card>> hands(4);
    std::vector<bool> seen(64, false);
    for (int k = 0; k < 52; k++) {
      std::string text;
      card c = 0;
      if (!(words >> text)) return "error a deal needs 52 cards";
      if (!ParseCard(text, &c)) return "error not a card: " + text;
      if (seen[c]) return "error dealt twice: " + text;
      seen[c] = true;
      hands[k / 13].push_back(c);
    }
    hands_ = hands;
    direction_ = dir;
    Restart();
    dealt_ = true;
    return "ok";
  }

  std::string Pass(int seat) {
    if (!dealt_) return "error no deal";
    if (direction_ == hearts::kHold) return "error a hold deal has no pass";
    if (seat < 0 || seat > 3) return "error no such seat";
    Restart();
    // The seats before this one pass first in xinxin's order; which cards they give does not reach this seat's
    // search, which sees its own hand and its own passes only.
    for (int before = 0; before < seat; before++) {
      ApplyPass(before, {hands_[before][0], hands_[before][1], hands_[before][2]});
    }
    std::string answer = "ok";
    for (int k = 0; k < 3; k++) {
      hearts::CardMove* move = static_cast<hearts::CardMove*>(state_->getNextPlayer()->Play());
      card chosen = move->c;
      state_->freeMove(move);
      Apply(seat, chosen);
      answer += " " + CardText(chosen);
    }
    Restart();
    return answer;
  }

  std::string Passes(std::istringstream& words) {
    if (!dealt_) return "error no deal";
    if (direction_ == hearts::kHold) return "error a hold deal has no pass";
    Restart();
    std::vector<std::vector<card>> given(4);
    for (int seat = 0; seat < 4; seat++) {
      for (int k = 0; k < 3; k++) {
        std::string text;
        card c = 0;
        if (!(words >> text)) return "error passes needs 12 cards";
        if (!ParseCard(text, &c)) return "error not a card: " + text;
        if (!state_->cards[seat].has(c)) return "error seat " + std::to_string(seat) + " does not hold " + text;
        given[seat].push_back(c);
      }
    }
    for (int seat = 0; seat < 4; seat++) ApplyPass(seat, given[seat]);
    return "ok";
  }

  std::string Legal() {
    if (!dealt_) return "error no deal";
    if (state_->Done()) return "error the deal is over";
    std::string answer = "ok";
    hearts::Move* moves = state_->getAllMoves();
    for (hearts::Move* m = moves; m != nullptr; m = m->next) {
      answer += " " + CardText(static_cast<hearts::CardMove*>(m)->c);
    }
    state_->freeMove(moves);
    return answer;
  }

  std::string Next() {
    if (!dealt_) return "error no deal";
    return "ok " + std::to_string(state_->getNextPlayerNum());
  }

  std::string Play(const std::string& text) {
    if (!dealt_) return "error no deal";
    if (state_->Done()) return "error the deal is over";
    card c = 0;
    if (!ParseCard(text, &c)) return "error not a card: " + text;
    bool legal = false;
    hearts::Move* moves = state_->getAllMoves();
    for (hearts::Move* m = moves; m != nullptr; m = m->next) {
      if (static_cast<hearts::CardMove*>(m)->c == c) legal = true;
    }
    state_->freeMove(moves);
    if (!legal) return "error " + text + " is not legal here";
    Apply(state_->getNextPlayerNum(), c);
    return "ok";
  }

  std::string Choose() {
    if (!dealt_) return "error no deal";
    if (state_->Done()) return "error the deal is over";
    int seat = state_->getNextPlayerNum();
    hearts::CardMove* move = static_cast<hearts::CardMove*>(state_->getNextPlayer()->Play());
    card chosen = move->c;
    state_->freeMove(move);
    Apply(seat, chosen);
    return "ok " + CardText(chosen);
  }

  std::string Score() {
    if (!dealt_) return "error no deal";
    if (!state_->Done()) return "error the deal is not over";
    std::string answer = "ok";
    for (int seat = 0; seat < 4; seat++) answer += " " + std::to_string(static_cast<int>(state_->score(seat)));
    return answer;
  }

 private:
  void Restart() {
    state_->Reset();
    state_->SetInitialCards(hands_);
    state_->setPassDir(direction_);
    state_->setFirstPlayer(0);
  }

  void Apply(int seat, card c) {
    hearts::CardMove* move = static_cast<hearts::CardMove*>(state_->getNewMove());
    move->init(c, hearts::kSloughCard, seat);
    state_->ApplyMove(move);
    state_->freeMove(move);
  }

  // xinxin takes a seat's three passed cards in the order of its card numbers.
  void ApplyPass(int seat, std::vector<card> cards) {
    std::sort(cards.begin(), cards.end());
    for (card c : cards) Apply(seat, c);
  }

  std::unique_ptr<hearts::HeartsGameState> state_;
  std::vector<std::vector<card>> hands_;
  int direction_ = hearts::kHold;
  int worlds_ = 20;
  int playouts_ = 50;
  double epsilon_ = 0.0;
  int rules_ = 0;
  bool dealt_ = false;
};

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  Table table;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    std::string answer;
    if (command == "quit") break;
    if (command == "settings") {
      int worlds = 0, playouts = 0, rules = 0;
      double epsilon = 0;
      if (!(words >> worlds >> playouts >> epsilon >> rules) || worlds < 1 || playouts < 1) {
        answer = "error settings WORLDS PLAYOUTS EPSILON RULES";
      } else {
        table.Configure(worlds, playouts, epsilon, rules);
        answer = "ok";
      }
    } else if (command == "seed") {
      unsigned seed = 0;
      words >> seed;
      driver_clock = static_cast<std::time_t>(seed);
      std::srand(seed);
      srandom(seed);
      table.MakePlayers();
      answer = "ok";
    } else if (command == "deal") {
      answer = table.Deal(words);
    } else if (command == "pass") {
      int seat = -1;
      words >> seat;
      answer = table.Pass(seat);
    } else if (command == "passes") {
      answer = table.Passes(words);
    } else if (command == "legal") {
      answer = table.Legal();
    } else if (command == "next") {
      answer = table.Next();
    } else if (command == "play") {
      std::string text;
      words >> text;
      answer = table.Play(text);
    } else if (command == "choose") {
      answer = table.Choose();
    } else if (command == "score") {
      answer = table.Score();
    } else if (command == "rules") {
      answer = "ok " + std::to_string(Table::DefaultRules());
    } else {
      answer = "error unknown command " + command;
    }
    std::cout << answer << "\n" << std::flush;
  }
  return 0;
}
