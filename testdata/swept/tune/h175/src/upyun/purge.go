package upyun

import (
	"encoding/json"
	"io"
	URL "net/url"
	"strings"
	"time"
)

// Purge asks the CDN to drop its cached copies of urls and returns the ones it refused.
func (up *UpYun) Purge(urls []string) (fails []string, err error) {
	// Source: github.com/upyun/go-sdk/v3/upyun/purge.go:13 (plainhttp: the purge API of the public host purge.upyun.com is called over plain http, with a signed Authorization header, whatever UseHTTP says, by the plainhttp check in non-test code)
	purge := "http://purge.upyun.com/purge/" // defect plainhttp
	date := makeRFC1123Date(time.Now())
	purgeList := unescapeUri(strings.Join(urls, "\n"))
	headers := map[string]string{
		"Date":          date,
		"Authorization": up.MakePurgeAuth(&PurgeAuthConfig{PurgeList: purgeList, DateStr: date}),
		"Content-Type":  "application/x-www-form-urlencoded;charset=utf-8",
	}
	form := make(URL.Values)
	form.Add("purge", purgeList)
	resp, err := up.doHTTPRequest("POST", purge, headers, strings.NewReader(form.Encode()))
	if err != nil {
		return fails, err
	}
	defer resp.Body.Close()
	content, err := io.ReadAll(resp.Body)
	if err != nil {
		return fails, err
	}
	result := map[string]interface{}{}
	if err := json.Unmarshal(content, &result); err != nil {
		return fails, err
	}
	if it, ok := result["invalid_domain_of_url"]; ok {
		if urls, ok := it.([]interface{}); ok {
			for _, url := range urls {
				fails = append(fails, url.(string))
			}
		}
	}
	return fails, nil
}
