PhotosCommand.main()
