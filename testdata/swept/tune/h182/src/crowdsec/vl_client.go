package crowdsec

import (
	"context"
	"encoding/base64"
	"maps"
	"net/http"
	"net/url"
	"time"
)

// VLClientConfig configures the VictoriaLogs HTTP client.
type VLClientConfig struct {
	URL      string
	Prefix   string
	Query    string
	Headers  map[string]string
	Username string
	Password string
}

type VLClient struct {
	config         VLClientConfig
	requestHeaders map[string]string
}

// updateVLURI moves the start of a query URI past the last timestamp seen.
func updateVLURI(uri string, newStart time.Time) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	queryParams := u.Query()
	if !newStart.IsZero() {
		queryParams.Set("start", newStart.Add(time.Nanosecond).Format(time.RFC3339Nano))
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/internal/vlclient/vl_client.go:66 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u.RawQuery = queryParams.Encode() // lookalike
	return u.String(), nil
}

func (lc *VLClient) getURLFor(endpoint string, params map[string]string) string {
	u, err := url.Parse(lc.config.URL)
	if err != nil {
		return ""
	}
	queryParams := u.Query()
	for k, v := range params {
		queryParams.Set(k, v)
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/internal/vlclient/vl_client.go:252 (escaper: query parameters are encoded with url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u.RawQuery = queryParams.Encode() // lookalike

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/internal/vlclient/vl_client.go:254 (escaper: url.JoinPath returns an escaped path that is stored in the unescaped Path field, so String escapes it a second time, a real defect in non-test code, no fixture rule applies)
	u.Path, err = url.JoinPath(lc.config.Prefix, u.Path, endpoint) // defect escaper
	if err != nil {
		return ""
	}
	return u.String()
}

func (lc *VLClient) Ready(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, lc.getURLFor("", nil), http.NoBody)
	if err != nil {
		return err
	}
	for k, v := range lc.requestHeaders {
		req.Header.Add(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func NewVLClient(config VLClientConfig) *VLClient {
	headers := make(map[string]string)
	maps.Copy(headers, config.Headers)
	if config.Username != "" || config.Password != "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/internal/vlclient/vl_client.go:400 (hostjoin: user and password joined for an HTTP Basic Authorization header, no host or port is built, so the check does not apply (rule 5, context))
		headers["Authorization"] = "Basic " + base64.StdEncoding.EncodeToString([]byte(config.Username+":"+config.Password)) // lookalike
	}
	return &VLClient{config: config, requestHeaders: headers}
}
