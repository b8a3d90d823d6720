package goshopify

import (
	"context"
	"fmt"
)

const assetsBasePath = "themes"

// AssetServiceOp handles communication with the asset related methods of the Shopify API.
type AssetServiceOp struct {
	client *Client
}

// Delete an asset
func (s *AssetServiceOp) Delete(ctx context.Context, themeId uint64, key string) error {
	// Source: github.com/bold-commerce/go-shopify/asset.go:88 (syntax: '[' and ']' in the query key asset[key], after an unknown part, where only characters wrong in every component count; escaper: the asset key is a name, rule 5)
	path := fmt.Sprintf("%s/%d/assets.json?asset[key]=%s", assetsBasePath, themeId, key) // lookalike
	return s.client.Delete(ctx, path)
}
