package aliyunoss

import (
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"testing"
	"time"

	. "gopkg.in/check.v1"
)

type OssClientSuite struct{}

var _ = Suite(&OssClientSuite{})

func Test(t *testing.T) { TestingT(t) }

func homeHandler(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/redirectTo", http.StatusFound)
}
func targetHandler(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintf(w, "You have been redirected here!")
}

func newHTTPClient(redirectEnabled bool) *http.Client {
	client := &http.Client{}
	if !redirectEnabled {
		client.CheckRedirect = func(req *http.Request, via []*http.Request) error {
			return http.ErrUseLastResponse
		}
	}
	return client
}

func (s *OssClientSuite) TestClientRedirect(c *C) {
	// get port
	rand.Seed(time.Now().Unix())
	port := 10000 + rand.Intn(10000)

	// start http server
	httpAddr := fmt.Sprintf("127.0.0.1:%d", port)
	mux := http.NewServeMux()
	mux.HandleFunc("/redirectTo", targetHandler)
	mux.HandleFunc("/", homeHandler)
	svr := &http.Server{
		Addr:    httpAddr,
		Handler: mux,
	}

	go func() {
		svr.ListenAndServe()
	}()

	time.Sleep(3 * time.Second)

	// Source: github.com/aliyun/aliyun-oss-go-sdk/oss/client_test.go:4291 (hostjoin: the test writes the host "127.0.0.1" itself in the address of the server it starts, rule 3)
	url := "http://" + httpAddr // lookalike

	// create client 1,redirect disable
	client1 := newHTTPClient(false)
	resp, err := client1.Get(url)
	c.Assert(err, IsNil)
	c.Assert(resp.StatusCode, Equals, http.StatusFound)
	resp.Body.Close()

	// create client2, redirect enabled
	client2 := newHTTPClient(true)
	resp, err = client2.Get(url)
	c.Assert(err, IsNil)
	c.Assert(resp.StatusCode, Equals, 200)
	data, err := io.ReadAll(resp.Body)
	c.Assert(string(data), Equals, "You have been redirected here!")
	resp.Body.Close()

	svr.Close()
}
