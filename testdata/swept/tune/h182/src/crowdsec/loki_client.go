package crowdsec

import (
	"context"
	"encoding/base64"
	"maps"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// LokiClientConfig configures the Loki HTTP client.
type LokiClientConfig struct {
	LokiURL    string
	LokiPrefix string
	Query      string
	Headers    map[string]string
	Username   string
	Password   string
}

type LokiClient struct {
	config         LokiClientConfig
	requestHeaders map[string]string
}

// updateURI moves the start of a query_range URI past the last timestamp seen.
func updateURI(uri string, maxTS time.Time, infinite bool) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	queryParams := u.Query()
	if !maxTS.IsZero() {
		queryParams.Set("start", strconv.FormatInt(maxTS.UnixNano()+1, 10))
	}
	if infinite {
		queryParams.Set("end", strconv.FormatInt(time.Now().UnixNano(), 10))
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/internal/lokiclient/loki_client.go:78 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u.RawQuery = queryParams.Encode() // lookalike
	return u.String(), nil
}

func (lc *LokiClient) getURLFor(endpoint string, params map[string]string) string {
	u, err := url.Parse(lc.config.LokiURL)
	if err != nil {
		return ""
	}
	queryParams := u.Query()
	for k, v := range params {
		queryParams.Set(k, v)
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/internal/lokiclient/loki_client.go:204 (escaper: query parameters are encoded with url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u.RawQuery = queryParams.Encode() // lookalike

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/internal/lokiclient/loki_client.go:206 (escaper: url.JoinPath returns an already escaped path that is stored in the unescaped Path field, so String escapes it again and a space in the prefix or URL path becomes %2520, a real defect in non-test code, no fixture rule applies)
	u.Path, err = url.JoinPath(lc.config.LokiPrefix, u.Path, endpoint) // defect escaper
	if err != nil {
		return ""
	}

	if endpoint == "loki/api/v1/tail" {
		if u.Scheme == "http" {
			u.Scheme = "ws"
		} else {
			u.Scheme = "wss"
		}
	}
	return u.String()
}

func (lc *LokiClient) Get(ctx context.Context, url string) (*http.Response, error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, url, http.NoBody)
	if err != nil {
		return nil, err
	}
	for k, v := range lc.requestHeaders {
		request.Header.Add(k, v)
	}
	return http.DefaultClient.Do(request)
}

func (lc *LokiClient) Ready(ctx context.Context) error {
	resp, err := lc.Get(ctx, lc.getURLFor("ready", nil))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func NewLokiClient(config LokiClientConfig) *LokiClient {
	headers := make(map[string]string)
	maps.Copy(headers, config.Headers)
	if config.Username != "" || config.Password != "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/internal/lokiclient/loki_client.go:340 (hostjoin: user and password joined for an HTTP Basic Authorization header, no host or port is built, so the check does not apply (rule 5, context))
		headers["Authorization"] = "Basic " + base64.StdEncoding.EncodeToString([]byte(config.Username+":"+config.Password)) // lookalike
	}
	return &LokiClient{config: config, requestHeaders: headers}
}
