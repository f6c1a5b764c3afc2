"""The page's small kit: elements as Node trees and the one place they become DOM; cards, tricks, seats, dialogs."""
