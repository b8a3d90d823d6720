// Package common is a minimal stub of github.com/prometheus/alertmanager/config/common.
package common

import "net/url"

// SecretURL is a URL that must not be revealed on marshalling.
type SecretURL struct {
	*url.URL
}
