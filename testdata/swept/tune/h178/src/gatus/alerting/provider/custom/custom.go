package custom

import (
	"bytes"
	"net/http"
	"strings"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

// Config is the configuration of the custom provider
type Config struct {
	URL          string                       `yaml:"url"`
	Method       string                       `yaml:"method,omitempty"`
	Body         string                       `yaml:"body,omitempty"`
	Headers      map[string]string            `yaml:"headers,omitempty"`
	Placeholders map[string]map[string]string `yaml:"placeholders,omitempty"`
}

// AlertProvider is the configuration necessary for sending an alert using a custom HTTP request
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

func (provider *AlertProvider) buildHTTPRequest(cfg *Config, ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) *http.Request {
	body, url, method := cfg.Body, cfg.URL, cfg.Method
	body = strings.ReplaceAll(body, "[ALERT_DESCRIPTION]", alert.GetDescription())
	url = strings.ReplaceAll(url, "[ALERT_DESCRIPTION]", alert.GetDescription())
	body = strings.ReplaceAll(body, "[ENDPOINT_NAME]", ep.Name)
	url = strings.ReplaceAll(url, "[ENDPOINT_NAME]", ep.Name)
	body = strings.ReplaceAll(body, "[ENDPOINT_GROUP]", ep.Group)
	url = strings.ReplaceAll(url, "[ENDPOINT_GROUP]", ep.Group)
	body = strings.ReplaceAll(body, "[ENDPOINT_URL]", ep.URL)
	url = strings.ReplaceAll(url, "[ENDPOINT_URL]", ep.URL)
	resultErrors := strings.ReplaceAll(strings.Join(result.Errors, ","), "\"", "\\\"")
	body = strings.ReplaceAll(body, "[RESULT_ERRORS]", resultErrors)
	// Source: github.com/TwiN/gatus/v5/alerting/provider/custom/custom.go:113 (escaper: free-text result errors, with spaces and quotes, are spliced raw into the request URL; only quotes are backslashed for the body, nothing is query-escaped; the escaper check's case of a value needing escaping spliced raw, in non-test code)
	url = strings.ReplaceAll(url, "[RESULT_ERRORS]", resultErrors) // defect escaper
	if resolved {
		body = strings.ReplaceAll(body, "[ALERT_TRIGGERED_OR_RESOLVED]", provider.GetAlertStatePlaceholderValue(cfg, true))
		url = strings.ReplaceAll(url, "[ALERT_TRIGGERED_OR_RESOLVED]", provider.GetAlertStatePlaceholderValue(cfg, true))
	} else {
		body = strings.ReplaceAll(body, "[ALERT_TRIGGERED_OR_RESOLVED]", provider.GetAlertStatePlaceholderValue(cfg, false))
		url = strings.ReplaceAll(url, "[ALERT_TRIGGERED_OR_RESOLVED]", provider.GetAlertStatePlaceholderValue(cfg, false))
	}
	if len(method) == 0 {
		method = http.MethodGet
	}
	bodyBuffer := bytes.NewBuffer([]byte(body))
	request, _ := http.NewRequest(method, url, bodyBuffer)
	for k, v := range cfg.Headers {
		request.Header.Set(k, v)
	}
	return request
}

// GetAlertStatePlaceholderValue returns the Placeholder value for ALERT_TRIGGERED_OR_RESOLVED if configured
func (provider *AlertProvider) GetAlertStatePlaceholderValue(cfg *Config, resolved bool) string {
	status := "TRIGGERED"
	if resolved {
		status = "RESOLVED"
	}
	if _, ok := cfg.Placeholders["ALERT_TRIGGERED_OR_RESOLVED"]; ok {
		if val, ok := cfg.Placeholders["ALERT_TRIGGERED_OR_RESOLVED"][status]; ok {
			return val
		}
	}
	return status
}
