package livekit

import (
	"net/url"
	"os"
)

func realtimeURL() string {
	u, err := url.Parse(os.Getenv("WSS_URL"))
	if err != nil {
		panic(err)
	}
	q := u.Query()
	q.Add("model", os.Getenv("MODEL"))
	// Source: github.com/livekit/server-sdk-go/v2/examples/openai_realtime_voice/helpers.go:33 (escaper: url.Values.Encode escapes the model value before it becomes the query)
	u.RawQuery = q.Encode() // lookalike
	return u.String()
}
