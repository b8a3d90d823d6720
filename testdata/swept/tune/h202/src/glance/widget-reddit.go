package glance

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

type redditWidget struct {
	Subreddit           string `yaml:"subreddit"`
	SortBy              string `yaml:"sort-by"`
	TopPeriod           string `yaml:"top-period"`
	Limit               int    `yaml:"limit"`
	CommentsURLTemplate string `yaml:"comments-url-template"`
	// RequestURLTemplate is documented as a proxy URL that takes the request
	// URL "as either a part of the path or a query parameter", e.g.
	// https://proxy/{REQUEST-URL} or https://your.proxy/?url={REQUEST-URL}
	RequestURLTemplate string `yaml:"request-url-template"`
	TitleURL           string
}

type redditPost struct {
	Permalink  string `json:"permalink"`
	ParentList []struct {
		Permalink string `json:"permalink"`
	} `json:"crosspost_parent_list"`
}

func (widget *redditWidget) initialize() error {
	// Source: github.com/glanceapp/glance/internal/glance/widget-reddit.go:95 (escaper: a subreddit name is letters, digits and underscores, so the raw splice into the title link needs no escaping)
	widget.TitleURL = "https://www.reddit.com/r/" + widget.Subreddit + "/" // lookalike
	return nil
}

func (widget *redditWidget) fetchSubredditPosts() (*http.Request, error) {
	baseURL := "https://www.reddit.com"
	query := url.Values{}

	if widget.Limit > 25 {
		query.Set("limit", strconv.Itoa(widget.Limit))
	}
	if widget.SortBy == "top" {
		query.Set("t", widget.TopPeriod)
	}
	requestURL := fmt.Sprintf("%s/r/%s/%s.json?%s", baseURL, widget.Subreddit, widget.SortBy, query.Encode())

	if widget.RequestURLTemplate != "" {
		// Source: github.com/glanceapp/glance/internal/glance/widget-reddit.go:211 (escaper: the whole request URL, with its own ?limit=..&t=.. query, is spliced raw into a template documented as a query parameter (?url={REQUEST-URL}), so its & splits the proxy's query; it needs escaping)
		requestURL = strings.ReplaceAll(widget.RequestURLTemplate, "{REQUEST-URL}", requestURL) // defect escaper
	}

	return http.NewRequest("GET", requestURL, nil)
}

func (widget *redditWidget) postLinks(post *redditPost) (string, string) {
	var commentsUrl, targetUrl string
	if widget.CommentsURLTemplate == "" {
		// Source: github.com/glanceapp/glance/internal/glance/widget-reddit.go:250 (baseslash: the permalink is a /-rooted path from the Reddit API appended to the bare origin, which has no path to drop)
		commentsUrl = "https://www.reddit.com" + post.Permalink // lookalike
	}
	if len(post.ParentList) > 0 && widget.CommentsURLTemplate == "" {
		// Source: github.com/glanceapp/glance/internal/glance/widget-reddit.go:281 (baseslash: the crosspost parent's /-rooted permalink appended to the bare origin, which has no path to drop)
		targetUrl = "https://www.reddit.com" + post.ParentList[0].Permalink // lookalike
	}
	return commentsUrl, targetUrl
}

func fetchRedditLoidCookie(solution, token string) (*http.Request, error) {
	params := url.Values{
		"solution":     {solution},
		"js_challenge": {"1"},
		"token":        {token},
	}
	// Source: github.com/glanceapp/glance/internal/glance/widget-reddit.go:432 (escaper: the challenge parameters are encoded by url.Values.Encode, the right query escaper)
	return http.NewRequest("GET", "https://www.reddit.com/?"+params.Encode(), nil) // lookalike
}
