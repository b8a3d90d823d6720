package glance

import (
	"fmt"
	"net/http"
	"net/url"
)

func fetchOpenMeteoPlaceFromName(location string) (*http.Request, error) {
	// Source: github.com/glanceapp/glance/internal/glance/widget-weather.go:173 (escaper: the free-text location is escaped with url.QueryEscape for a query value, the right escaper)
	requestUrl := fmt.Sprintf("https://geocoding-api.open-meteo.com/v1/search?name=%s&count=20&language=en&format=json", url.QueryEscape(location)) // lookalike
	return http.NewRequest("GET", requestUrl, nil)
}

func fetchWeatherForOpenMeteoPlace(latitude, longitude string) (*http.Request, error) {
	query := url.Values{}
	query.Add("latitude", latitude)
	query.Add("longitude", longitude)
	// Source: github.com/glanceapp/glance/internal/glance/widget-weather.go:233 (escaper: the forecast query is built by url.Values.Encode, the right query escaper)
	requestUrl := "https://api.open-meteo.com/v1/forecast?" + query.Encode() // lookalike
	return http.NewRequest("GET", requestUrl, nil)
}
