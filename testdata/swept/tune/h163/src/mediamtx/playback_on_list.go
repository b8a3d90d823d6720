package mediamtx

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

type listEntry struct {
	Start    time.Time
	Duration time.Duration
	URL      string
}

func urlScheme(ctx *gin.Context, encryption bool) string {
	if encryption || ctx.Request.Header.Get("X-Forwarded-Proto") == "https" {
		return "https"
	}
	return "http"
}

func onList(ctx *gin.Context, pathName string, entries []listEntry, encryption bool) {
	scheme := urlScheme(ctx, encryption)

	for i := range entries {
		v := url.Values{}
		v.Add("path", pathName)
		v.Add("start", entries[i].Start.Format(time.RFC3339Nano))
		v.Add("duration", strconv.FormatFloat(entries[i].Duration.Seconds(), 'f', -1, 64))
		// Source: github.com/bluenviron/mediamtx/internal/playback/on_list.go:246 (escaper: the playback URL is built with url.URL and its query from url.Values.Encode, the right escaper for every value)
		u := &url.URL{Scheme: scheme, Host: ctx.Request.Host, Path: "/get", RawQuery: v.Encode()} // lookalike
		entries[i].URL = u.String()
	}

	ctx.JSON(http.StatusOK, entries)
}
