package swag

// Pet is a model of the testdata that swag documents.
type Pet struct {
	ID       int `json:"id" example:"1" format:"int64" readonly:"true"`
	Category struct {
		ID   int    `json:"id" example:"1"`
		Name string `json:"name" example:"category_name"`
		// Source: github.com/swaggo/swag/testdata/simple/web/handler.go:16 (syntax: a struct tag whose example value lists two image URLs separated by a comma, for the generated docs; no URI)
		PhotoUrls []string `json:"photo_urls" example:"http://test/image/1.jpg,http://test/image/2.jpg" format:"url"` // lookalike
	} `json:"category"`
	Name string `json:"name" example:"poti" binding:"required"`
}
