package playwright

import (
	"io"
	"net/http"

	"github.com/mxschmitt/playwright-go"
)

// Job is one domain to screenshot.
type Job struct {
	URL string
}

func processJob(page playwright.Page, job Job) error {
	// Source: github.com/mxschmitt/playwright-go/examples/parallel-scraping/main.go:85 (plainhttp: the host is an arbitrary domain from a top-domains list, so whether it serves https is not known from the code)
	_, err := page.Goto("http://"+job.URL, playwright.PageGotoOptions{}) // lookalike
	return err
}

func getTopDomains() ([]byte, error) {
	// Source: github.com/mxschmitt/playwright-go/examples/parallel-scraping/main.go:163 (plainhttp: the domain list is downloaded over plain http from a public Amazon S3 endpoint that serves https)
	resp, err := http.Get("http://s3-us-west-1.amazonaws.com/umbrella-static/top-1m.csv.zip") // defect plainhttp
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
