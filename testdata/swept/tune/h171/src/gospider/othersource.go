package gospider

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

type wurl struct {
	date string
	url  string
}

func getWaybackURLs(domain string, noSubs bool) ([]wurl, error) {
	subsWildcard := "*."
	if noSubs {
		subsWildcard = ""
	}
	res, err := http.Get(
		// Source: github.com/jaeles-project/gospider/core/othersource.go:69 (plainhttp: the Wayback CDX API on the public host web.archive.org is queried over plain http)
		fmt.Sprintf("http://web.archive.org/cdx/search/cdx?url=%s%s/*&output=json&collapse=urlkey", subsWildcard, domain), // defect plainhttp
	)
	if err != nil {
		return []wurl{}, err
	}
	_, _ = io.ReadAll(res.Body)
	res.Body.Close()

	return nil, nil
}

func getCommonCrawlURLs(domain string, noSubs bool) ([]wurl, error) {
	subsWildcard := "*."
	if noSubs {
		subsWildcard = ""
	}
	res, err := http.Get(
		// Source: github.com/jaeles-project/gospider/core/othersource.go:108 (plainhttp: the Common Crawl index on the public host index.commoncrawl.org is queried over plain http)
		fmt.Sprintf("http://index.commoncrawl.org/CC-MAIN-2019-51-index?url=%s%s/*&output=json", subsWildcard, domain), // defect plainhttp
	)
	if err != nil {
		return []wurl{}, err
	}
	defer res.Body.Close()

	return nil, nil
}

func getVirusTotalURLs(domain string, noSubs bool) ([]wurl, error) {
	apiKey := os.Getenv("VT_API_KEY")
	if apiKey == "" {
		return nil, nil
	}

	// Source: github.com/jaeles-project/gospider/core/othersource.go:147 (escaper: the hex API key and a DNS host name are placed in the query; neither holds characters that need escaping)
	fetchURL := fmt.Sprintf("https://www.virustotal.com/vtapi/v2/domain/report?apikey=%s&domain=%s", apiKey, domain) // lookalike

	resp, err := http.Get(fetchURL)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	return nil, nil
}

func getOtxUrls(domain string, noSubs bool) ([]wurl, error) {
	page := 0
	for {
		// Source: github.com/jaeles-project/gospider/core/othersource.go:179 (escaper: a DNS host name fills a path segment and an integer the page parameter; no value needs escaping)
		r, err := http.Get(fmt.Sprintf("https://otx.alienvault.com/api/v1/indicators/hostname/%s/url_list?limit=50&page=%d", domain, page)) // lookalike
		if err != nil {
			return []wurl{}, err
		}
		r.Body.Close()
		page++
		if page > 10 {
			return nil, nil
		}
	}
}
