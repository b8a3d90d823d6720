package watchtower

import (
	"log"
	"net/url"
	"strings"
)

// gotifyConfig stands in for shoutrrr's gotify.Config.
type gotifyConfig struct {
	Host       string
	Path       string
	DisableTLS bool
	Token      string
}

type gotifyTypeNotifier struct {
	gotifyURL      string
	gotifyAppToken string
}

func getGotifyURL(gotifyURL string) string {
	if len(gotifyURL) < 1 {
		log.Fatal("Required argument --notification-gotify-url(cli) or WATCHTOWER_NOTIFICATION_GOTIFY_URL(env) is empty.")
	} else if !(strings.HasPrefix(gotifyURL,
		// Source: github.com/containrrr/watchtower/pkg/notifications/gotify.go:54 (sink: a bare scheme prefix only searched for with strings.HasPrefix, no URI use)
		"http://") || strings.HasPrefix(gotifyURL, // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/gotify.go:54 (sink: a bare scheme prefix only searched for with strings.HasPrefix, no URI use)
		"https://")) { // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/gotify.go:55 (syntax: the scheme prefixes sit inside an error message joined to words, prose by rule 4)
		log.Fatal("Gotify URL must start with \"http://\" or \"https://\"") // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/gotify.go:56 (sink: a bare scheme prefix only searched for with strings.HasPrefix to warn about plain http, no URI use)
	} else if strings.HasPrefix(gotifyURL, "http://") { // lookalike
		log.Print("Using an HTTP url for Gotify is insecure")
	}
	return gotifyURL
}

func (n *gotifyTypeNotifier) GetURL() (gotifyConfig, error) {
	apiURL, err := url.Parse(n.gotifyURL)
	if err != nil {
		return gotifyConfig{}, err
	}
	return gotifyConfig{
		Host:       apiURL.Host,
		Path:       apiURL.Path,
		DisableTLS: apiURL.Scheme == "http",
		Token:      n.gotifyAppToken,
	}, nil
}
