package algolia

// Redirect is the redirect part of the rendering content.
type Redirect struct {
	URL string `json:"url"`
}

// RenderingContent is the rendering content of a search response.
type RenderingContent struct {
	FacetOrder []string  `json:"facetOrdering,omitempty"`
	Redirect   *Redirect `json:"redirect,omitempty"`
}
