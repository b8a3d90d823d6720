package fix

import (
	"flag"
	"net/url"
)

var apiBase = flag.String("api-base", "https://api.example.com/v1", "the API's base URL")

func users() (*url.URL, error) {
	base, err := url.Parse(*apiBase)
	if err != nil {
		return nil, err
	}
	return base.Parse("users") // want `resolving "users" against "https://api.example.com/v1" drops the base's last segment "v1": the result is "https://api.example.com/users"`
}
