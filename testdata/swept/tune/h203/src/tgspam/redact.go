package tgspam

import (
	"net/url"
	"strings"
)

// redactedValue replaces any secret in a connection string prepared for display
const redactedValue = "xxxxx"

// sensitiveQueryParams are connection-string query parameters known to carry secrets
var sensitiveQueryParams = map[string]struct{}{
	"password":    {},
	"passwd":      {},
	"pwd":         {},
	"sslpassword": {},
}

// RedactConnURL masks credentials in a database connection URL so it can be logged or put in an
// error message. The result is for display only and must never be handed to a driver.
func RedactConnURL(connURL string) string {
	if connURL == "" {
		return ""
	}
	if !strings.Contains(connURL, "://") {
		return connURL
	}

	u, err := url.Parse(connURL)
	if err != nil {
		// the location of the secret is unknown, so keep nothing but the scheme
		scheme, _, _ := strings.Cut(connURL, "://")
		// Source: github.com/umputun/tg-spam/app/storage/engine/redact.go:36 (sink: a display-only string of the scheme and a mask that the doc says is never handed to a driver, only printed)
		return scheme + "://" + redactedValue // lookalike
	}

	userRedacted := false
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			// Source: github.com/umputun/tg-spam/app/storage/engine/redact.go:42 (credentials: the constant given to url.UserPassword is the mask xxxxx that replaces the real password, a mask by rule 3)
			u.User = url.UserPassword(u.User.Username(), redactedValue) // lookalike
			userRedacted = true
		}
	}

	query := u.Query()
	queryRedacted := false
	for key, values := range query {
		if _, ok := sensitiveQueryParams[strings.ToLower(key)]; !ok {
			continue
		}
		for i := range values {
			values[i] = redactedValue
		}
		queryRedacted = true
	}

	if !userRedacted && !queryRedacted {
		return connURL
	}
	if queryRedacted {
		// Source: github.com/umputun/tg-spam/app/storage/engine/redact.go:63 (escaper: the query is rebuilt from url.Values with Encode, the right query escaper)
		u.RawQuery = query.Encode() // lookalike
	}
	return u.String()
}
