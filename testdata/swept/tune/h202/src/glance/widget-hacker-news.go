package glance

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

type hackerNewsPostResponseJson struct {
	Id int `json:"id"`
}

// fetchHackerNewsPostIds is called with sort-by, which initialize limits to
// "top", "new" or "best".
func fetchHackerNewsPostIds(sort string) ([]int, error) {
	// Source: github.com/glanceapp/glance/internal/glance/widget-hacker-news.go:79 (syntax: uniform sample 1 of 16 format-string URL templates; %s is a template hole filled with top, new or best, giving a valid URL)
	request, _ := http.NewRequest("GET", fmt.Sprintf("https://hacker-news.firebaseio.com/v0/%sstories.json", sort), nil) // lookalike
	return decodeJsonFromRequest[[]int](defaultHTTPClient, request)
}

func fetchHackerNewsPostsFromIds(postIds []int, commentsUrlTemplate string) ([]string, error) {
	commentsUrls := make([]string, 0, len(postIds))
	for _, id := range postIds {
		request, _ := http.NewRequest("GET", fmt.Sprintf("https://hacker-news.firebaseio.com/v0/item/%d.json", id), nil)
		result, err := decodeJsonFromRequest[hackerNewsPostResponseJson](defaultHTTPClient, request)
		if err != nil {
			continue
		}

		var commentsUrl string
		if commentsUrlTemplate == "" {
			// Source: github.com/glanceapp/glance/internal/glance/widget-hacker-news.go:114 (escaper: the post ID is formatted by strconv.Itoa, digits that need no escaping in the query)
			commentsUrl = "https://news.ycombinator.com/item?id=" + strconv.Itoa(result.Id) // lookalike
		} else {
			commentsUrl = strings.ReplaceAll(commentsUrlTemplate, "{POST-ID}", strconv.Itoa(result.Id))
		}
		commentsUrls = append(commentsUrls, commentsUrl)
	}
	return commentsUrls, nil
}
