// Package secretdetector holds cases rewritten from github.com/DefangLabs/secret-detector.
package secretdetector

import (
	"net/url"
	"regexp"
	"strings"
)

// Source: github.com/DefangLabs/secret-detector/pkg/detectors/npm/npm_token_detector.go:13 (syntax: a regular expression matching .npmrc auth-token lines, not a URI, so its backslashes and classes are right where they stand)
const authTokenRegex = `//\S+/:_authToken=[^${\s]\S+` // lookalike

// Source: github.com/DefangLabs/secret-detector/pkg/detectors/slack/slack_detector.go:31 (syntax: a regular expression matching Slack webhook URLs, the escaped dots and character classes belong to the regex, not to a URI)
const webhookRegex = `https://hooks\.slack\.com/services/T[a-zA-Z0-9_]+/B[a-zA-Z0-9_]+/[a-zA-Z0-9_]+` // lookalike

var (
	npmAuthToken = regexp.MustCompile(authTokenRegex)
	slackWebhook = regexp.MustCompile(webhookRegex)
)

// ScanNPM reports whether in holds an npm auth token line.
func ScanNPM(in string) bool { return npmAuthToken.MatchString(in) }

// ScanSlackWebhook reports whether in holds a Slack webhook.
func ScanSlackWebhook(in string) bool { return slackWebhook.MatchString(in) }

// isURLWithPassword is the verifier of the URL password detector.
func isURLWithPassword(s string) bool {
	u, _ := url.Parse(s)
	if u == nil || u.User == nil || u.Host == "" {
		return false
	}
	pwd, _ := u.User.Password()
	return pwd != "" && !strings.HasPrefix(pwd, "$")
}

// ScanURLPassword returns the fields of in that are URLs with a password.
func ScanURLPassword(in string) []string {
	var found []string
	for _, f := range strings.Fields(in) {
		if isURLWithPassword(f) {
			found = append(found, f)
		}
	}
	return found
}

// ScanMap scans every value of in and returns the keys whose value holds a URL password.
func ScanMap(in map[string]string) []string {
	var keys []string
	for k, v := range in {
		if len(ScanURLPassword(v)) > 0 {
			keys = append(keys, k)
		}
	}
	return keys
}
