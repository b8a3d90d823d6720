package watchtower

import (
	"time"

	"github.com/spf13/cobra"
)

// ColorHex is the default notification color used for services that support it (formatted as a CSS hex string)
const ColorHex = "#406170"

// ColorInt is the default notification color used for services that support it (as an int value)
const ColorInt = 0x406170

// AppendLegacyUrls stands in for the conversion of the legacy notifier flags
// (email, slack, msteams, gotify) into shoutrrr URLs, which the real code does
// with each service's shoutrrr Config.GetURL.
func AppendLegacyUrls(urls []string, cmd *cobra.Command) ([]string, time.Duration) {
	if u := cmd.GetString("notification-url"); u != "" {
		urls = append(urls, u)
	}
	return urls, 0
}
