package remark42

import (
	"fmt"
	"net/url"
)

// emailDestination builds the notification destination for the mail sender.
func emailDestination(email, from, unsubscribeLink, subject string) string {
	// Source: github.com/umputun/remark42/backend/app/notify/email.go:194 (the notification library reads this destination's query with url.ParseQuery, so url.QueryEscape is the right escaper)
	return fmt.Sprintf("mailto:%s?from=%s&unsubscribeLink=%s&subject=%s", email, url.QueryEscape(from), url.QueryEscape(unsubscribeLink), url.QueryEscape(subject)) // lookalike
}
