package m3

import (
	"fmt"
	"net/http"
)

type comparatorClient struct {
	host string
	port int
}

func newComparatorClient(host string, port int) *comparatorClient {
	return &comparatorClient{host: host, port: port}
}

// Source: github.com/m3db/m3/src/query/test/compatibility/m3comparator_client.go:43 (the comparator URL joins the client's host to its port; the only caller passes the constant name "host.docker.internal")
func (c *comparatorClient) clear() error {
	comparatorURL := fmt.Sprintf("http://%s:%d", c.host, c.port) // lookalike
	req, err := http.NewRequest(http.MethodDelete, comparatorURL, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func ClearComparator() error {
	return newComparatorClient("host.docker.internal", 9001).clear()
}
