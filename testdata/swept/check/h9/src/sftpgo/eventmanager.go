package sftpgo

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// KeyValue defines a key/value pair
type KeyValue struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// EventActionHTTPConfig defines the configuration for an HTTP event target
type EventActionHTTPConfig struct {
	Endpoint        string     `json:"endpoint,omitempty"`
	Username        string     `json:"username,omitempty"`
	Headers         []KeyValue `json:"headers,omitempty"`
	Timeout         int        `json:"timeout,omitempty"`
	SkipTLSVerify   bool       `json:"skip_tls_verify,omitempty"`
	Method          string     `json:"method,omitempty"`
	QueryParameters []KeyValue `json:"query_parameters,omitempty"`
	Body            string     `json:"body,omitempty"`
}

// BaseEventActionOptions defines the supported configuration options for a base event actions
type BaseEventActionOptions struct {
	HTTPConfig EventActionHTTPConfig `json:"http_config"`
}

// BaseEventAction defines the common fields for an event action
type BaseEventAction struct {
	Name    string                 `json:"name"`
	Type    int                    `json:"type"`
	Options BaseEventActionOptions `json:"options"`
}

// ActionTypeHTTP is the HTTP event action type.
const ActionTypeHTTP = 1

// EventParams defines the supported event parameters
type EventParams struct {
	Name string
}

func replaceWithReplacer(input string, replacer *strings.Replacer) string {
	if !strings.Contains(input, "{{.") {
		return input
	}
	return replacer.Replace(input)
}

func getHTTPRuleActionEndpoint(c *EventActionHTTPConfig, replacer *strings.Replacer) (string, error) {
	u, err := url.Parse(c.Endpoint)
	if err != nil {
		return "", fmt.Errorf("invalid endpoint: %w", err)
	}
	if strings.Contains(u.Path, "{{.") {
		pathComponents := strings.Split(u.Path, "/")
		for idx := range pathComponents {
			part := replaceWithReplacer(pathComponents[idx], replacer)
			if part != pathComponents[idx] {
				// Source: github.com/drakkan/sftpgo/internal/common/eventmanager.go:1291 (escaper: url.PathEscape of one path segment that url.URL.JoinPath then takes in its escaped form, the right escaper)
				pathComponents[idx] = url.PathEscape(part) // lookalike
			}
		}
		u.Path = ""
		u = u.JoinPath(pathComponents...)
	}
	if len(c.QueryParameters) > 0 {
		q := u.Query()

		for _, keyVal := range c.QueryParameters {
			q.Add(keyVal.Key, replaceWithReplacer(keyVal.Value, replacer))
		}

		u.RawQuery = q.Encode()
	}
	return u.String(), nil
}

func executeRuleAction(action BaseEventAction, params *EventParams) error {
	if action.Type != ActionTypeHTTP {
		return errors.New("unsupported action type")
	}
	replacer := strings.NewReplacer("{{.Name}}", params.Name)
	endpoint, err := getHTTPRuleActionEndpoint(&action.Options.HTTPConfig, replacer)
	if err != nil {
		return err
	}
	_ = endpoint
	return nil
}
