// Package dendrite holds cases rewritten from github.com/element-hq/dendrite.
package dendrite

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type appService struct {
	HSToken    string
	requestURL string
}

func (a *appService) RequestUrl() string { return a.requestURL }

func sendTransaction(ctx context.Context, state *appService, txnID string, legacyAuth bool, body []byte) error {
	address := fmt.Sprintf("%s/%s/%s", state.RequestUrl(), "_matrix/app/v1/transactions", txnID)
	if legacyAuth {
		// Source: github.com/element-hq/dendrite/appservice/consumers/roomserver.go:208 (escaper: the token is put into the query with url.QueryEscape, the right escaper for a query value)
		address += "?access_token=" + url.QueryEscape(state.HSToken) // lookalike
	}
	req, err := http.NewRequestWithContext(ctx, "PUT", address, bytes.NewBuffer(body))
	if err != nil {
		return err
	}
	_ = req
	return nil
}

func roomAliasExists(as *appService, alias string, legacyAuth bool) (*http.Request, error) {
	URL, err := url.Parse(as.RequestUrl() + "/_matrix/app/v1/rooms/")
	if err != nil {
		return nil, err
	}
	// Source: github.com/element-hq/dendrite/appservice/query/query.go:56 (escaper: the alias is appended raw to the decoded url.URL.Path field, which String encodes, so no escaper is wanted)
	URL.Path += alias // lookalike
	if legacyAuth {
		q := URL.Query()
		q.Set("access_token", as.HSToken)
		URL.RawQuery = q.Encode()
	}
	return http.NewRequest(http.MethodGet, URL.String(), nil)
}

func userIDExists(as *appService, userID string) (*http.Request, error) {
	URL, err := url.Parse(as.RequestUrl() + "/_matrix/app/v1/users/")
	if err != nil {
		return nil, err
	}
	// Source: github.com/element-hq/dendrite/appservice/query/query.go:132 (escaper: the user ID is appended raw to the decoded url.URL.Path field, which String encodes)
	URL.Path += userID // lookalike
	return http.NewRequest(http.MethodGet, URL.String(), nil)
}

func queryLocations(as *appService, protocol string, params url.Values) (*http.Request, error) {
	u := as.RequestUrl() + "/_matrix/app/v1/thirdparty/location"
	if protocol != "" {
		u += "/" + protocol
	}
	// Source: github.com/element-hq/dendrite/appservice/query/query.go:230 (escaper: the query is built with url.Values.Encode, which escapes every value)
	return http.NewRequest(http.MethodGet, u+"?"+params.Encode(), nil) // lookalike
}
