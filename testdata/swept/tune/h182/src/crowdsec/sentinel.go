package crowdsec

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
)

// SentinelPluginConfig is the Azure Sentinel notification plugin config.
type SentinelPluginConfig struct {
	Name       string `yaml:"name"`
	CustomerID string `yaml:"customer_id"`
	SharedKey  string `yaml:"shared_key"`
	LogType    string `yaml:"log_type"`
}

type SentinelPlugin struct {
	PluginConfigByName map[string]SentinelPluginConfig
}

func (s *SentinelPlugin) getAuthorizationHeader(now string, length int, name string) (string, error) {
	xHeaders := "x-ms-date:" + now
	cfg := s.PluginConfigByName[name]
	stringToHash := fmt.Sprintf("POST\n%d\napplication/json\n%s\n/api/logs", length, xHeaders)
	decodedKey, _ := base64.StdEncoding.DecodeString(cfg.SharedKey)
	h := hmac.New(sha256.New, decodedKey)
	h.Write([]byte(stringToHash))
	encodedHash := base64.StdEncoding.EncodeToString(h.Sum(nil))
	// Source: github.com/crowdsecurity/crowdsec/cmd/notification-sentinel/main.go:55 (hostjoin: workspace ID and HMAC joined into a SharedKey Authorization header value, no host or port is built, so the check does not apply (rule 5, context))
	authorization := "SharedKey " + cfg.CustomerID + ":" + encodedHash // lookalike
	return authorization, nil
}

func (s *SentinelPlugin) Notify(ctx context.Context, name string, text string) error {
	cfg := s.PluginConfigByName[name]
	// Source: github.com/crowdsecurity/crowdsec/cmd/notification-sentinel/main.go:78 (syntax: template whose hole takes the Log Analytics workspace ID, a GUID that gives a valid DNS label, by the rule that a template is judged as the URI it becomes when filled)
	url := fmt.Sprintf("https://%s.ods.opinsights.azure.com/api/logs?api-version=2016-04-01", cfg.CustomerID) // lookalike
	authorization, err := s.getAuthorizationHeader("now", len(text), name)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(text))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", authorization)
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
