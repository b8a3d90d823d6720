package gospider

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	sitemap "github.com/oxffaa/gopher-parse-sitemap"
)

// ParseRobots fetches robots.txt of the site given with -s and crawls its paths.
func ParseRobots(site *url.URL, crawler *Crawler) {
	// Source: github.com/jaeles-project/gospider/core/robots.go:19 (baseslash: /robots.txt is appended to the whole site URL instead of resolved against it, so the documented input https://target.com/ gives //robots.txt and a site with a path asks below that path, not at the host root)
	robotsURL := site.String() + "/robots.txt" // defect baseslash

	resp, err := http.Get(robotsURL)
	if err != nil {
		return
	}
	if resp.StatusCode == 200 {
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			return
		}
		var re = regexp.MustCompile(".*llow: ")
		for _, line := range strings.Split(string(body), "\n") {
			if strings.Contains(line, "llow: ") {
				u := FixUrl(site, re.ReplaceAllString(line, ""))
				if u == "" {
					continue
				}
				fmt.Printf("[robots] - %s\n", u)
			}
		}
	}
}

// ParseSiteMap tries the usual sitemap paths of the site.
func ParseSiteMap(site *url.URL, crawler *Crawler) {
	sitemapUrls := []string{"/sitemap.xml", "/sitemap_news.xml", "/sitemap_index.xml"}

	for _, path := range sitemapUrls {
		// Source: github.com/jaeles-project/gospider/core/sitemap.go:23 (baseslash: a rooted sitemap path is appended to the whole site URL, giving //sitemap.xml for https://target.com/ and a path below the site's own path instead of the host root)
		_ = sitemap.ParseFromSite(site.String()+path, func(entry sitemap.Entry) error { // defect baseslash
			fmt.Printf("[sitemap] - %s\n", entry.GetLocation())
			return nil
		})
	}
}
