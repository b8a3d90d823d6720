package goquery

import (
	"fmt"
	"io"
	"log"
	"net/http"
)

// Source: github.com/PuerkitoBio/goquery/example_test.go:17 (plainhttp: the example fetches the public site metalsucks.net over plain http, and the site serves https, rule 1.)
func Example() {
	res, err := http.Get("http://metalsucks.net") // defect plainhttp
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		log.Fatalf("status code error: %d %s", res.StatusCode, res.Status)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(body) > 0)
}
