package crowdsec

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type LongPollClient struct {
	url        url.URL
	since      int64
	timeout    string
	httpClient *http.Client
}

func (c *LongPollClient) doQuery(ctx context.Context) (*http.Response, error) {
	query := c.url.Query()
	query.Set("since_time", fmt.Sprintf("%d", c.since))
	query.Set("timeout", c.timeout)
	// Source: github.com/crowdsecurity/crowdsec/pkg/longpollclient/client.go:62 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	c.url.RawQuery = query.Encode() // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.url.String(), http.NoBody)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}
