package glance

import (
	"net/http"
	"strings"
)

const videosWidgetPlaylistPrefix = "playlist:"

type youtubeFeedResponseXml struct {
	Videos []struct {
		Title string `xml:"title"`
		Group struct {
			Thumbnail struct {
				Url string `xml:"url,attr"`
				// Source: github.com/glanceapp/glance/internal/glance/widget-videos.go:110 (syntax: an encoding/xml tag of the Media RSS namespace name and a local name separated by a space, a namespace identifier and no URI use)
			} `xml:"http://search.yahoo.com/mrss/ thumbnail"` // lookalike
			// Source: github.com/glanceapp/glance/internal/glance/widget-videos.go:111 (syntax: an encoding/xml tag of namespace plus local name, the space is the tag's separator and the namespace is never fetched)
		} `xml:"http://search.yahoo.com/mrss/ group"` // lookalike
	} `xml:"entry"`
}

// youtubeFeedURL builds the feed URL of a channel ID (UC...) or a playlist ID;
// both are letters, digits, - and _.
func youtubeFeedURL(id string, includeShorts bool) string {
	var feedURL string
	if after, ok := strings.CutPrefix(id, videosWidgetPlaylistPrefix); ok {
		// Source: github.com/glanceapp/glance/internal/glance/widget-videos.go:156 (escaper: a YouTube playlist ID is letters, digits, - and _, so the raw splice into the query needs no escaping)
		feedURL = "https://www.youtube.com/feeds/videos.xml?playlist_id=" + after // lookalike
	} else if !includeShorts && strings.HasPrefix(id, "UC") {
		playlistId := strings.Replace(id, "UC", "UULF", 1)
		// Source: github.com/glanceapp/glance/internal/glance/widget-videos.go:159 (escaper: the uploads playlist ID derived from a channel ID is letters, digits, - and _, nothing to escape)
		feedURL = "https://www.youtube.com/feeds/videos.xml?playlist_id=" + playlistId // lookalike
	} else {
		// Source: github.com/glanceapp/glance/internal/glance/widget-videos.go:161 (escaper: a channel ID is letters, digits, - and _, valid raw in the query)
		feedURL = "https://www.youtube.com/feeds/videos.xml?channel_id=" + id // lookalike
	}
	return feedURL
}

func fetchYoutubeFeed(id string) (*http.Request, error) {
	return http.NewRequest("GET", youtubeFeedURL(id, false), nil)
}
