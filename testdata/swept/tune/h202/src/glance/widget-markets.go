package glance

import (
	"fmt"
	"net/http"
)

type marketRequest struct {
	Symbol string `yaml:"symbol"`
}

type marketResponseJson struct{}

func fetchMarketsDataFromYahoo(marketRequests []marketRequest) ([]*http.Request, error) {
	requests := make([]*http.Request, 0, len(marketRequests))

	for i := range marketRequests {
		// Source: github.com/glanceapp/glance/internal/glance/widget-markets.go:129 (syntax: uniform sample 2 of 16 format-string URL templates; %s is filled with a ticker symbol such as SPY or BTC-USD, giving a valid chart URL)
		request, _ := http.NewRequest("GET", fmt.Sprintf("https://query1.finance.yahoo.com/v8/finance/chart/%s?range=1mo&interval=1d", marketRequests[i].Symbol), nil) // lookalike
		setBrowserUserAgentHeader(request)
		requests = append(requests, request)
	}

	return requests, nil
}
