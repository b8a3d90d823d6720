package upyun

import (
	"fmt"
	"testing"
)

func TestPurge(t *testing.T) {
	fails, err := up.Purge([]string{
		// Source: github.com/upyun/go-sdk/v3/upyun/purge_test.go:10 (plainhttp: the URL is data in the purge form that names the cached object to drop, the client never connects to it over http, by rule 1 the test value is held to non-test rules, and the plainhttp check concerns a connection to the host)
		fmt.Sprintf("http://%s.b0.upaiyun.com/demo.jpg", up.Bucket), // lookalike
	})
	Nil(t, err)
	Equal(t, len(fails), 0)

	fails, err = up.Purge([]string{
		// Source: github.com/upyun/go-sdk/v3/upyun/purge_test.go:17 (plainhttp: the same purge-list entry naming a cached object, not a connection endpoint, by rule 1 and the plainhttp check, which concerns a connection to the host)
		fmt.Sprintf("http://%s.b0.upaiyun.com/demo.jpg", up.Bucket), // lookalike
		// Source: github.com/upyun/go-sdk/v3/upyun/purge_test.go:18 (plainhttp: the test expects the service to reject this URL of a domain the account does not own and to return it in fails, a deliberate fixture by rule 2a)
		fmt.Sprintf("http://%s-t.b0.upaiyun.com/demo.jpg", up.Bucket), // lookalike
	})
	Nil(t, err)
	Equal(t, len(fails), 1)
	// Source: github.com/upyun/go-sdk/v3/upyun/purge_test.go:23 (plainhttp: the expected rejected URL, a deliberate fixture by rule 2a)
	Equal(t, fails[0], fmt.Sprintf("http://%s-t.b0.upaiyun.com/demo.jpg", up.Bucket)) // lookalike

	fails, err = up.Purge([]string{
		// Source: github.com/upyun/go-sdk/v3/upyun/purge_test.go:26 (syntax: Purge percent-decodes its whole list before sending it, so the raw UTF-8 name is exactly the form the purge service receives; the string is purge data, not a URI that is parsed or fetched, by rule 5, the use decides what form the string needs)
		fmt.Sprintf("http://%s.b0.upaiyun.com/测试.jpg", up.Bucket), // lookalike
	})
	Nil(t, err)
	Equal(t, len(fails), 0)
}
