"""The table: its state, the controller that drives it in time, its views as Node trees and its DOM adapter."""
