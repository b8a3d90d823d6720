package wakapi

import (
	"crypto/rand"
	"fmt"
	"strings"
)

// User is a wakapi user.
type User struct {
	ID               string
	ApiKey           string
	ResetToken       string
	UnsubscribeToken string
	WakatimeApiUrl   string
}

// newV4 stands in for uuid.NewV4().String(): a hex-and-dash UUID.
func newV4() string {
	b := make([]byte, 16)
	rand.Read(b)
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// GenerateUnsubscribeToken sets a fresh UUID as the unsubscribe token.
func GenerateUnsubscribeToken(u *User) { u.UnsubscribeToken = newV4() }

// GenerateResetToken sets a fresh UUID as the password reset token.
func GenerateResetToken(u *User) { u.ResetToken = newV4() }

func (u *User) UnsubscribeLink() string {
	// Source: github.com/muety/wakapi/models/user.go:239 (escaper: by the escaper check the spliced token is a UUID of unreserved characters that needs no escaping, after a public URL whose trailing slash is trimmed)
	return fmt.Sprintf("%s/unsubscribe?token=%s", Get().Server.GetPublicUrl(), u.UnsubscribeToken) // lookalike
}

// WakaTimeURL returns the user's WakaTime API base without a trailing slash.
func (u *User) WakaTimeURL(fallback string) string {
	if u.WakatimeApiUrl != "" {
		return strings.TrimSuffix(u.WakatimeApiUrl, "/")
	}
	return fallback
}
