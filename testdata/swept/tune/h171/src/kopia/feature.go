package kopia

import "fmt"

// Feature is a feature name.
type Feature string

// IfNotUnderstood describes what to do when a required feature is not understood.
type IfNotUnderstood struct {
	Message          string `json:"message"`
	URL              string `json:"url"`
	UpgradeToVersion string `json:"upgradeToVersion"`
}

// Required describes a required feature.
type Required struct {
	Feature         Feature
	IfNotUnderstood IfNotUnderstood
}

// UnsupportedMessage returns a message to show to the user; the URL is only printed.
func (r Required) UnsupportedMessage() string {
	msg := fmt.Sprintf("This version of Kopia does not support feature '%v'.", r.Feature)

	if r.IfNotUnderstood.Message != "" {
		msg += "\n" + r.IfNotUnderstood.Message
	}

	if r.IfNotUnderstood.URL != "" {
		msg += "\nSee: " + r.IfNotUnderstood.URL
	}

	if r.IfNotUnderstood.UpgradeToVersion != "" {
		msg += "\nPlease upgrade to version " + r.IfNotUnderstood.UpgradeToVersion + " or newer."
	}

	return msg
}
