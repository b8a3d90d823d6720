package watchtower

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// GetScheme returns the scheme part of a Shoutrrr URL
func GetScheme(url string) string {
	schemeEnd := strings.Index(url, ":")
	if schemeEnd <= 0 {
		return "invalid"
	}
	return url[:schemeEnd]
}

type shoutrrrTypeNotifier struct {
	Urls  []string
	delay time.Duration
}

// createNotifier stands in for the shoutrrr notifier set-up: shoutrrr's
// NewSender parses each service URL and picks the service by its scheme.
func createNotifier(urls []string, delay time.Duration) (*shoutrrrTypeNotifier, error) {
	for _, u := range urls {
		if _, err := url.Parse(u); err != nil {
			return nil, fmt.Errorf("invalid notification url %q: %w", u, err)
		}
	}
	return &shoutrrrTypeNotifier{Urls: urls, delay: delay}, nil
}
