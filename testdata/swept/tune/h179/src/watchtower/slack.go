package watchtower

import "strings"

// discordConfig stands in for shoutrrr's discord.Config.
type discordConfig struct {
	WebhookID string
	Token     string
	Username  string
}

type slackTypeNotifier struct {
	HookURL  string
	Username string
}

func (s *slackTypeNotifier) discordConfig() (*discordConfig, bool) {
	trimmedURL := strings.TrimRight(s.HookURL, "/")
	// Source: github.com/containrrr/watchtower/pkg/notifications/slack.go:46 (sink: a bare scheme prefix stripped with strings.TrimPrefix to split the hook URL into parts, no URI use)
	trimmedURL = strings.TrimPrefix(trimmedURL, "https://") // lookalike
	parts := strings.Split(trimmedURL, "/")

	if parts[0] == "discord.com" || parts[0] == "discordapp.com" {
		return &discordConfig{
			WebhookID: parts[len(parts)-3],
			Token:     parts[len(parts)-2],
			Username:  s.Username,
		}, true
	}
	return nil, false
}
