package benthos

import (
	"bytes"
	"net/http"
	"testing"
)

type clientConf struct {
	URL  string
	Verb string
}

func sendOnce(conf clientConf) error {
	req, err := http.NewRequest(conf.Verb, conf.URL, bytes.NewReader([]byte("test")))
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// Source: github.com/redpanda-data/benthos/v4/internal/httpclient/client_test.go:63 (sink: htp scheme in TestHTTPClientBadRequest which asserts an error (rule 2a/2b); uniform sample 26 of 128.)
func TestHTTPClientBadRequest(t *testing.T) {
	conf := clientConf{
		URL:  "htp://notvalid:1111", // lookalike
		Verb: "notvalid",
	}
	if err := sendOnce(conf); err == nil {
		t.Error("expected error")
	}
}
