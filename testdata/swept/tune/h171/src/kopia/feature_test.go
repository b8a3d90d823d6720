package kopia

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFeatureUnsupportedMessage(t *testing.T) {
	cases := map[Required]string{
		{
			Feature:         "f1",
			IfNotUnderstood: IfNotUnderstood{},
		}: "This version of Kopia does not support feature 'f1'.",
		{
			Feature: "f2",
			IfNotUnderstood: IfNotUnderstood{
				// Source: github.com/kopia/kopia/internal/feature/feature_test.go:61 (plainhttp: a placeholder link on the single-label host some-url that the code only prints in a message, no public host and no request)
				URL: "http://some-url", // lookalike
			},
			// Source: github.com/kopia/kopia/internal/feature/feature_test.go:63 (syntax: the expected user message with the link joined to words; prose by rule 4)
		}: "This version of Kopia does not support feature 'f2'.\nSee: http://some-url", // lookalike
		{
			Feature: "f3",
			IfNotUnderstood: IfNotUnderstood{
				Message: "Upgrade is required for better performance.",
				// Source: github.com/kopia/kopia/internal/feature/feature_test.go:68 (plainhttp: the same printed placeholder link on a single-label host, never requested)
				URL:              "http://some-url", // lookalike
				UpgradeToVersion: "2.3.4",
			},
			// Source: github.com/kopia/kopia/internal/feature/feature_test.go:71 (syntax: the expected multi-line user message with the link between sentences; prose by rule 4)
		}: "This version of Kopia does not support feature 'f3'.\nUpgrade is required for better performance.\nSee: http://some-url\nPlease upgrade to version 2.3.4 or newer.", // lookalike
	}

	for input, want := range cases {
		require.Equal(t, want, input.UnsupportedMessage())
	}
}
