package a

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
)

const api = "API" // want `host "API.example.com" of "https://API.example.com/"`

// Invalid.

func invalid(user, path, port string, base *url.URL) {
	http.Get("https://API.Example.com/v1")  // want `hostcase: host "API.Example.com" of "https://API.Example.com/v1" is not lowercase \(RFC 3986 §3.2.2, §6.2.2.1\)`
	http.Get("HTTP://EXAMPLE.COM")          // want `host "EXAMPLE.COM" of "HTTP://EXAMPLE.COM"`
	url.Parse("http://[2001:DB8::1]:8080/") // want `host "\[2001:DB8::1\]" of "http://\[2001:DB8::1\]:8080/"`
	url.Parse("http://[V1.Fe80::A]/")       // want `host "\[V1.Fe80::A\]"`
	url.Parse("http://%C3%A9COLE.example/") // want `host "%C3%A9COLE.example"`
	url.Parse("file://SERVER/share/a.txt")  // want `host "SERVER" of "file://SERVER/share/a.txt"`
	url.Parse("file://C:/Users/a.txt")      // a Windows drive where the host goes: no host
	url.Parse("file://D|/Users/a.txt")
	http.Get("http://User:hunter2@EXAMPLE.com/") // want `host "EXAMPLE.com" of "http://User:\*\*\*@EXAMPLE.com/"`
	http.Get("http://\x45XAMPLE.com/")           // want `host "EXAMPLE.com" of "http://EXAMPLE.com/"`
	http.Get("https://" + api + ".example.com/")
	http.Get(fmt.Sprintf("https://API.example.com/%s", path))        // want `host "API.example.com" of "https://API.example.com/…"`
	http.Get(fmt.Sprintf("%s://API.example.com/", user))             // want `host "API.example.com" of "…://API.example.com/"`
	http.Get("http://" + user + "@API.example.com/")                 // want `host "API.example.com" of "http://…@API.example.com/"`
	base.Parse("//CDN.example.com/x")                                // want `host "CDN.example.com" of "//CDN.example.com/x"`
	httptest.NewRequest("GET", "http://EXAMPLE.com/x", nil)          // want `host "EXAMPLE.com"`
	_ = url.URL{Scheme: "https", Host: "EXAMPLE.com:8080"}           // want `hostcase: host "EXAMPLE.com" of field net/url.URL.Host is not lowercase`
	_ = url.URL{Scheme: "https", Host: "EXAMPLE.com:" + port}        // want `host "EXAMPLE.com" of field net/url.URL.Host`
	_ = url.URL{Scheme: "https", Host: "[2001:db8::A]"}              // want `host "\[2001:db8::A\]" of field net/url.URL.Host`
	url.Parse("postgres://app:s3cr3t@DB.example.com:5432/x?Mode=On") // want `host "DB.example.com" of "postgres://app:\*\*\*@DB.example.com:5432/x\?Mode=On"`
}

// Valid.

var apiDoc = "https://API.example.com/v1" // found by shape only: not for this check

func valid(host, path string, base *url.URL) {
	http.Get("https://api.example.com/V1?Q=A#F")              // only the host is case-insensitive
	url.Parse("s3://Legacy-Bucket/key")                       // a bucket's name, which a DNS host is not
	url.Parse("gs://bucketB/object")                          // a bucket's name
	http.Get("https://USER@api.example.com/")                 // the userinfo is not
	url.Parse("mailto:OPS@EXAMPLE.COM")                       // no authority
	url.Parse("urn:ISBN:0451450523")                          // no authority
	url.Parse("http://%c3%a9cole.example/")                   // hex digits are for the percent check
	url.Parse("http://%C3%A9cole.example/")                   //
	url.Parse("http://[2001:db8::1]/")                        //
	base.Parse("/Path/To/X")                                  // no authority
	httptest.NewRequest("GET", "//EXAMPLE.com/x", nil)        // a path in a request-target
	http.Get("https://API.example.com" + path)                // an '@' in the rest would make it a userinfo
	http.Get("http://" + host + "EXAMPLE.com/")               // the host is partly unknown
	http.Get(fmt.Sprintf("http://%s.EXAMPLE.com/", host))     // the same
	_ = url.URL{Scheme: "https", Host: host + ".EXAMPLE.com"} // the same
	_ = url.URL{Scheme: "https", Host: "example.com:8080"}
	_ = url.URL{Scheme: "HTTPS", Path: "/EXAMPLE.com"}
}

// Templates are no URIs yet: another package replaces UNIVERSE_DOMAIN,
// matching its case, and fills {bucket}; nothing is fixed in them.
const storageEndpoint = "https://storage.UNIVERSE_DOMAIN/storage/v1/"

func templates() {
	http.Get(storageEndpoint)
	http.Get("https://{bucket}.S3.Example.com/") // a template: no URI, no finding
}

// One label after a scheme nobody registered is an identifier or data;
// a DNS name after it, or one label after a known scheme, is a host.
func unknownSchemes() {
	url.Parse("base64://aGVsbG8gd29ybGQ")
	url.Parse("vault://dbCreds")
	url.Parse("acme://Api.Example.com/") // want `host "Api.Example.com" of "acme://Api.Example.com/"`
	url.Parse("http://authURL")          // want `host "authURL" of "http://authURL"`
}
