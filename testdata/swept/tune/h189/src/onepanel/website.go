package onepanel

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
)

// WebsiteService manages websites.
type WebsiteService struct{}

// CreateWebsiteDomain adds domains to a website and to the WAF's sites.json.
func (w WebsiteService) CreateWebsiteDomain(website Website, domainModels []WebsiteDomain, websitesConfigPath string) ([]WebsiteDomain, error) {
	for _, domain := range domainModels {
		if !IsValidDomain(domain.Domain) {
			return nil, errors.New("ErrDomainFormat")
		}
	}
	content, err := os.ReadFile(websitesConfigPath)
	if err != nil {
		return nil, err
	}
	var websitesArray []WafWebsite
	if err := json.Unmarshal(content, &websitesArray); err != nil {
		return nil, err
	}
	for index, wafWebsite := range websitesArray {
		if wafWebsite.Key == website.Alias {
			wafSite := WafWebsite{
				Key:     website.Alias,
				Domains: wafWebsite.Domains,
				Host:    wafWebsite.Host,
			}
			for _, domain := range domainModels {
				wafSite.Domains = append(wafSite.Domains, domain.Domain)
				// Source: github.com/1Panel-dev/1Panel/backend/app/service/website.go:562 (hostjoin: domains pass IsValidDomain, DNS names and IPv4 only, so the hand-made domain:port WAF key cannot meet an IPv6 host)
				wafSite.Host = append(wafSite.Host, domain.Domain+":"+strconv.Itoa(domain.Port)) // lookalike
			}
			websitesArray[index] = wafSite
			break
		}
	}
	websitesContent, err := json.Marshal(websitesArray)
	if err != nil {
		return nil, err
	}
	return domainModels, os.WriteFile(websitesConfigPath, websitesContent, 0644)
}

// DeleteWebsiteDomain removes a domain from a website and from the WAF's sites.json.
func (w WebsiteService) DeleteWebsiteDomain(website Website, webSiteDomain WebsiteDomain, websitesArray []WafWebsite) []WafWebsite {
	var newWebsitesArray []WafWebsite
	for _, wafWebsite := range websitesArray {
		if wafWebsite.Key == website.Alias {
			wafSite := wafWebsite
			var newHostArray []string
			for _, host := range wafSite.Host {
				// Source: github.com/1Panel-dev/1Panel/backend/app/service/website.go:656 (hostjoin: the joined domain:port is only compared with stored WAF keys, and a value only compared is no URI use)
				if host == webSiteDomain.Domain+":"+strconv.Itoa(webSiteDomain.Port) { // lookalike
					continue
				}
				newHostArray = append(newHostArray, host)
			}
			wafSite.Host = newHostArray
			newWebsitesArray = append(newWebsitesArray, wafSite)
		} else {
			newWebsitesArray = append(newWebsitesArray, wafWebsite)
		}
	}
	return newWebsitesArray
}
