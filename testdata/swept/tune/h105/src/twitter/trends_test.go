package twitter

import (
	"fmt"
	"net/http"
	"testing"
)

func TestTrendsService_Available(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/dghubble/go-twitter/twitter/trends_test.go:18 (plainhttp: the plain http URL is location data in the fake API response, nothing requests it)
		fmt.Fprintf(w, `[{"country": "Sweden","countryCode": "SE","name": "Sweden","parentid": 1,"url": "http://where.yahooapis.com/v1/place/23424954","woeid": 23424954}]`) // lookalike
	})
	defer server.Close()
	if _, err := client.Raw(); err != nil {
		t.Error(err)
	}
}

func TestTrendsService_Closest(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/dghubble/go-twitter/twitter/trends_test.go:75 (plainhttp: the plain http URL is location data in the fake API response, nothing requests it)
		fmt.Fprintf(w, `[{"country": "Sweden","countryCode": "SE","name": "Sweden","parentid": 1,"url": "http://where.yahooapis.com/v1/place/23424954","woeid": 23424954}]`) // lookalike
	})
	defer server.Close()
	if _, err := client.Raw(); err != nil {
		t.Error(err)
	}
}
