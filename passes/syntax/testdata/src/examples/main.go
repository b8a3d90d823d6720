// Command examples is an example program, documentation for users to copy:
// "<hostname-or-ip>" is theirs to fill in.
//
// after github.com/tencentyun/cos-go-sdk-v5: example/object/put_with_proxy
package main

import (
	"net/url"
)

func main() {
	proxyURL, _ := url.Parse("http://<hostname-or-ip>:7000")
	_ = proxyURL
	_, _ = url.Parse("http://proxy example:7000") // want `syntax: "http://proxy example:7000" does not match`
}
