package juicefs

import (
	"net/url"
	"strings"
)

type txnkvClient struct{ pds []string }

func newTikvClient(addr string) (*txnkvClient, error) {
	// Source: github.com/juicedata/juicefs/pkg/meta/tkv_tikv.go:70 (escaper: rule 5, the scheme is put back on the user's PD address list only to read hosts and query options; nothing needs escaping)
	tUrl, err := url.Parse("tikv://" + addr) // lookalike
	if err != nil {
		return nil, err
	}
	_ = tUrl.Query().Get("gc-interval")
	return &txnkvClient{pds: strings.Split(tUrl.Host, ",")}, nil
}
