"""The Settings view: its controls as Node trees and reading a change back into settings."""
