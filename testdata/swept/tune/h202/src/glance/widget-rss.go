package glance

import (
	"net/url"
	"strings"
)

type rssFeedRequest struct {
	URL            string `yaml:"url"`
	ItemLinkPrefix string `yaml:"item-link-prefix"`
}

type rssFeedItem struct {
	ChannelURL string
	Link       string
}

// rssItemLink makes an item's link absolute: a link that is not already an
// http(s) URL is taken relative to the feed's link (or the feed URL).
func rssItemLink(request *rssFeedRequest, feedLink, itemLink string) rssFeedItem {
	rssItem := rssFeedItem{ChannelURL: feedLink}

	if request.ItemLinkPrefix != "" {
		rssItem.Link = request.ItemLinkPrefix + itemLink
		// Source: github.com/glanceapp/glance/internal/glance/widget-rss.go:255 (sink: the bare http:// prefix is only searched for with strings.HasPrefix, no URI use)
	} else if strings.HasPrefix(itemLink, "http://") || // lookalike
		// Source: github.com/glanceapp/glance/internal/glance/widget-rss.go:255 (sink: the bare https:// prefix is only searched for with strings.HasPrefix, no URI use)
		strings.HasPrefix(itemLink, "https://") { // lookalike
		rssItem.Link = itemLink
	} else {
		parsedUrl, err := url.Parse(feedLink)
		if err != nil {
			parsedUrl, err = url.Parse(request.URL)
		}

		if err == nil {
			var link string

			if len(itemLink) > 0 && itemLink[0] == '/' {
				link = itemLink
			} else {
				link = "/" + itemLink
			}

			// Source: github.com/glanceapp/glance/internal/glance/widget-rss.go:272 (baseslash: a relative item link is resolved by hand as scheme://host + "/" + link, which drops the path of the feed link, so post.html under https://host/blog/ becomes https://host/post.html; ResolveReference is right)
			rssItem.Link = parsedUrl.Scheme + "://" + parsedUrl.Host + link // defect baseslash
		}
	}

	return rssItem
}
