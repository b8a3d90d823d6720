package models

import (
	"regexp"
)

var mentionTag = regexp.MustCompile(`<mention-user data-id="[^"]*" data-label="([^"]*)"></mention-user>`)

// formatMentionsForEmail replaces mention tags with the bold display name and keeps all other HTML.
func formatMentionsForEmail(input string) string {
	return mentionTag.ReplaceAllString(input, "<strong>@$1</strong>")
}
