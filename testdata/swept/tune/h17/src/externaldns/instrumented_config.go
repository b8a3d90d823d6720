package externaldns

import (
	"context"
	"net/http"

	"github.com/aws/smithy-go/middleware"
	smithyhttp "github.com/aws/smithy-go/transport/http"
)

var extractAWSRequestParameters = middleware.DeserializeMiddlewareFunc{
	ID: "extractAWSRequestParameters",
	Fn: func(ctx context.Context, in middleware.DeserializeInput, next middleware.DeserializeHandler) (middleware.DeserializeOutput, middleware.Metadata, error) {
		if req, ok := in.Request.(*smithyhttp.Request); ok && req.Request != nil {
			RequestLabels = map[string]string{"scheme": req.URL.Scheme, "host": req.URL.Host}
		}
		return next.HandleDeserialize(ctx, in)
	},
}

var _ = http.MethodGet
