package glance

import "strings"

// convertSearchUrl swaps the {QUERY} placeholder for one the HTML template
// leaves alone; the page script fills it with the typed query.
func convertSearchUrl(url string) string {
	return strings.ReplaceAll(url, "{QUERY}", "!QUERY!")
}

var searchEngines = map[string]string{
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:35 (syntax: {QUERY} is a placeholder replaced before use, so the template is judged as the valid URL it becomes)
	"duckduckgo": "https://duckduckgo.com/?q={QUERY}", // lookalike
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:36 (syntax: {QUERY} is a placeholder filled with the query before use, a valid URL when filled)
	"google": "https://www.google.com/search?q={QUERY}", // lookalike
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:37 (syntax: {QUERY} is a placeholder filled with the query before use, a valid URL when filled)
	"bing": "https://www.bing.com/search?q={QUERY}", // lookalike
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:38 (syntax: {QUERY} is a placeholder filled with the query before use, a valid URL when filled)
	"perplexity": "https://www.perplexity.ai/search?q={QUERY}", // lookalike
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:39 (syntax: {QUERY} is a placeholder filled with the query before use, a valid URL when filled)
	"kagi": "https://kagi.com/search?q={QUERY}", // lookalike
	// Source: github.com/glanceapp/glance/internal/glance/widget-search.go:40 (syntax: {QUERY} is a placeholder filled with the query before use, a valid URL when filled)
	"startpage": "https://www.startpage.com/search?q={QUERY}", // lookalike
}

func searchEngineURL(name string) string {
	if url, ok := searchEngines[name]; ok {
		return convertSearchUrl(url)
	}
	return convertSearchUrl(name)
}
