package gonsq

import (
	"errors"
	"net/url"
	"strings"
)

func buildLookupAddr(addr, topic string) (string, error) {
	urlString := addr
	if !strings.Contains(urlString, "://") {
		// Source: github.com/nsqio/go-nsq/consumer.go:1210 (hostjoin: addr is an nsqlookupd address already written host:port by the user, nothing is joined here)
		urlString = "http://" + addr // lookalike
	}

	u, err := url.Parse(urlString)
	if err != nil {
		return "", err
	}

	if u.Port() == "" {
		return "", errors.New("missing port")
	}

	if u.Path == "/" || u.Path == "" {
		u.Path = "/lookup"
	}

	v, err := url.ParseQuery(u.RawQuery)
	v.Add("topic", topic)
	u.RawQuery = v.Encode()
	return u.String(), nil
}
