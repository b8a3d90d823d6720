package nsq

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"
)

const httpAddr = "127.0.0.1:4151"

// Source: github.com/nsqio/nsq/nsqd/http_test.go:50 (test publishes to the local nsqd at host:port with a generated topic name)
func TestHTTPpub(t *testing.T) {
	topicName := "test_http_pub" + strconv.Itoa(int(time.Now().Unix()))
	buf := bytes.NewBuffer([]byte("test message"))
	url := fmt.Sprintf("http://%s/pub?topic=%s", httpAddr, topicName) // lookalike
	resp, err := http.Post(url, "application/octet-stream", buf)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/nsqio/nsq/nsqd/http_test.go:759 (topic name with a '$' that the server must reject with 400)
func TestHTTPEmptyTopicInvalid(t *testing.T) {
	topicName := "test_http_empty_topic" + strconv.Itoa(int(time.Now().Unix()))
	url := fmt.Sprintf("http://%s/topic/empty?topic=%s", httpAddr, topicName+"$") // lookalike
	resp, err := http.Post(url, "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Fatalf("status %d", resp.StatusCode)
	}
}

// HostAddr and HTTPPort name the producer a test registers.
const (
	HostAddr = "ip.address"
	HTTPPort = 5555
)

// Source: github.com/nsqio/nsq/nsqlookupd/nsqlookupd_test.go:221 (tombstone request whose node query value is host:port)
func TestTombstoneRecover(t *testing.T) {
	topicName := "tombstone_recover"
	endpoint := fmt.Sprintf("http://%s/topic/tombstone?topic=%s&node=%s:%d", httpAddr, topicName, HostAddr, HTTPPort) // lookalike
	c := &Client{c: http.DefaultClient}
	if err := c.POSTV1(endpoint); err != nil {
		t.Fatal(err)
	}
}

type tcpAddr struct{ s string }

func (a tcpAddr) String() string { return a.s }

// Source: github.com/nsqio/nsq/nsqadmin/nsqadmin_test.go:67 (URL whose decoded Path ends in the nsqd's host:port)
func TestCrashingLogger(t *testing.T) {
	httpAddr := tcpAddr{"127.0.0.1:4171"}
	nsqdHTTPAddr := tcpAddr{"127.0.0.1:4151"}
	u := url.URL{
		Scheme: "http",
		Host:   httpAddr.String(),
		Path:   "/api/nodes/" + nsqdHTTPAddr.String(), // lookalike
	}
	resp, err := http.Get(u.String())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/nsqio/nsq/nsqadmin/http_test.go:300 (admin API path whose last segment is an nsqd's host:port)
func TestHTTPNodesSingle(t *testing.T) {
	nsqadminAddr := tcpAddr{"127.0.0.1:4171"}
	nsqdAddr := tcpAddr{"127.0.0.1:4151"}
	url := fmt.Sprintf("http://%s/api/nodes/%s", nsqadminAddr, nsqdAddr.String()) // lookalike
	req, _ := http.NewRequest("GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
