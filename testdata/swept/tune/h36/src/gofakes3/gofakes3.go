// Package gofakes3 holds cases rewritten from github.com/johannesboyne/gofakes3.
package gofakes3

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"strings"
)

var debugHost = flag.String("debug.host", "", "Run the debug server on this host")

func startDebug() {
	if *debugHost != "" {
		// Source: github.com/johannesboyne/gofakes3/cmd/gofakes3/main.go:163 (plainhttp: a log line naming the debug listener this process opens on its own listen address, not a request to a public host.)
		log.Println("starting debug server at", fmt.Sprintf("http://%s/debug/pprof", *debugHost)) // lookalike
		go http.ListenAndServe(*debugHost, nil)
	}
}

func hostBucketMiddleware(handler http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, rq *http.Request) {
		parts := strings.SplitN(rq.Host, ".", 2)
		bucket := parts[0]
		p := rq.URL.Path
		// Source: github.com/johannesboyne/gofakes3/gofakes3.go:125 (escaper: the bucket name is put into the decoded URL.Path field, where no escaper belongs.)
		rq.URL.Path = "/" + bucket // lookalike
		if p != "/" {
			rq.URL.Path += p
		}
		handler.ServeHTTP(w, rq)
	})
}

func completeMultipartLocation(r *http.Request, hostBucket bool, bucket, object string) string {
	protocol := "http"
	if r.TLS != nil {
		protocol = "https"
	}
	var location string
	if hostBucket {
		// Source: github.com/johannesboyne/gofakes3/gofakes3.go:1028 (escaper: the object key goes raw into the Location path, and whether a name needs escaping is not known from the code.)
		location = fmt.Sprintf("%s://%s/%s", protocol, r.Host, object) // lookalike
	} else {
		// Source: github.com/johannesboyne/gofakes3/gofakes3.go:1030 (escaper: bucket and object key go raw into the Location path, and whether a name needs escaping is not known from the code.)
		location = fmt.Sprintf("%s://%s/%s/%s", protocol, r.Host, bucket, object) // lookalike
	}
	return location
}

// CopySource reads the copy source header of an S3 CopyObject request.
func CopySource(r *http.Request) string {
	return r.Header.Get("X-Amz-Copy-Source")
}
